// Firestore for the local suite: @firestore-emulator/server, an in-memory Firestore written in
// TypeScript. The official emulator needs Java 21 and a download, neither of which exists here.
// Known gap: its transactions are not isolated, so no test may claim to prove isolation.
import { createRequire } from 'node:module';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';

// Its ES module build imports files without extensions, which Node's ESM loader refuses;
// the CommonJS build works under every runner.
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as {
  FirestoreServer: typeof FirestoreServerType;
};

export interface RunningFirestore {
  stop(): void;
  /** Calls `listener` with the path of every document created or updated; returns the unsubscribe. */
  onWrite(listener: (path: string) => void): () => void;
}

export async function startFirestore(port: number): Promise<RunningFirestore> {
  const server = new FirestoreServer();
  await server.start(port);
  const { emitter } = server.state;
  return {
    stop: () => server.stop(),
    onWrite: (listener) => {
      const handler = ({ document }: { document: { getPath(): string } }) => listener(document.getPath());
      emitter.on('create-document', handler);
      emitter.on('update-document', handler);
      return () => {
        emitter.off('create-document', handler);
        emitter.off('update-document', handler);
      };
    },
  };
}
