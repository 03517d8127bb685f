/** Who decided whether a result's structuredContent matches the tool's outputSchema. */
export type OutputJudge = 'client' | 'server' | 'nobody';

export const judgeLabels: Record<OutputJudge, string> = {
  client: 'checked here by the client',
  server: 'the server rejected its own output',
  nobody: 'not checked',
};
