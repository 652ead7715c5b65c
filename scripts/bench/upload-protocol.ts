// The messages between uploads.ts and the function host it starts (upload-host.ts).

/** MiB, as process.memoryUsage() reports them. */
export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** `mark`: take the idle baseline and measure peaks from it; `peak`: report them. */
export type ParentMessage = { type: 'mark' } | { type: 'peak' };

export type HostMessage =
  | { type: 'ready'; port: number }
  | { type: 'baseline'; memory: MemoryFigures }
  | { type: 'peak'; memory: MemoryFigures };
