import type { LabTool } from './lab-tool';
import { bookMeeting, findBooking, notifyAttendees } from './tools/booking';
import { cancelMeeting } from './tools/cancel';
import { getToday, listPeople, listRooms } from './tools/directory';
import { findFreeSlots, getEvent, listEventIds, listEvents } from './tools/events';
import { roomOccupancy, roomTour } from './tools/gallery';
import { exportSchedule } from './tools/export';
import { holdSlot, releaseHold } from './tools/holds';

/**
 * The lab server's tools in their fixed tools/list order: paging labs show this order, so it is spelled out
 * here rather than derived from imports. Together they cover every annotation hint both ways, every
 * display-name case, each content block type and both structured-output outcomes (see the tests).
 */
export const calendarTools: LabTool[] = [
  getToday,
  listRooms,
  listPeople,
  listEvents,
  listEventIds,
  getEvent,
  findFreeSlots,
  bookMeeting,
  findBooking,
  cancelMeeting,
  notifyAttendees,
  roomTour,
  roomOccupancy,
];

/** Not listed at start; the learner adds and removes them (LabServer.addTool / removeTool). */
export const runtimeTools: LabTool[] = [holdSlot, releaseHold, exportSchedule];
