import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { createLabServer, type LabServer, type LabServerOptions } from '../mcp/server/lab-server';
import { MODERN } from '../mcp/types';
import { FaultPlan } from '../mcp/wire/faults';
import { WireRecorder } from '../mcp/wire/recorder';
import { TapTransport } from '../mcp/wire/tap-transport';

export interface LabConnection {
  client: Client;
  lab: LabServer;
  recorder: WireRecorder;
  faults: FaultPlan;
  close: () => Promise<void>;
}

const CLIENT_INFO = { name: 'mcpa-exercise-client', title: 'MCPA exercise client', version: '1.0.0' };

/**
 * A fresh lab server and the real SDK Client connected to it on 2026-07-28, every message recorded and the
 * case's faults applied in between (the same tap the lab uses). The client does not answer input_required
 * by itself (autoFulfill off): what happens next is the learner's code, so the wire shows their retry.
 */
export async function connectToLab(options: LabServerOptions = {}): Promise<LabConnection> {
  const lab = createLabServer(options);
  const recorder = new WireRecorder(MODERN);
  const faults = new FaultPlan();
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  const served = serveStdio(lab.factory, { transport: serverEnd });
  const client = new Client(CLIENT_INFO, {
    capabilities: { elicitation: { form: {} } },
    versionNegotiation: { mode: { pin: MODERN } },
    inputRequired: { autoFulfill: false },
  });
  await client.connect(new TapTransport(clientEnd, recorder, faults));
  // The trace starts with the learner's own traffic; the connect-time server/discover is not theirs.
  recorder.clear();
  let closed = false;
  return {
    client,
    lab,
    recorder,
    faults,
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close().catch(() => undefined);
      await served.close().catch(() => undefined);
    },
  };
}
