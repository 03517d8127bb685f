import type { Connection } from './use-live-stream';

/** Says when the class's stream is not live; the page underneath keeps what it had. */
export function ConnectionBanner({ connection, learner }: { connection: Connection; learner: boolean }) {
  if (connection.status === 'open' || connection.status === 'refused') return null;
  return (
    <p className="live-banner" role="status">
      {connection.status === 'connecting'
        ? 'Connecting to the class…'
        : `Reconnecting…${learner ? ' your answers are safe.' : ' the class goes on; nothing is lost.'}`}
    </p>
  );
}

/** The stream was refused: which sentence fits the status. */
export function refusedMessage(httpStatus: number, learner: boolean): string {
  if (httpStatus === 404)
    return 'Class not found. It may have ended long ago (classes are kept for a day), or the link is cut short.';
  if (httpStatus === 401 || httpStatus === 403)
    return learner
      ? 'This device is not signed in to this class any more. Join again with the code.'
      : 'This class was started on another device: only that device can lead it.';
  return `The class could not be opened (HTTP ${httpStatus}).`;
}
