// Firestore for the local suite: @firestore-emulator/server, an in-memory Firestore written in
// TypeScript. The official emulator needs Java 21 and a download, neither of which exists here.
// Known gap: its transactions are not isolated, so no test may claim to prove isolation.
import { FirestoreServer } from '@firestore-emulator/server';

export interface RunningFirestore {
  stop(): void;
}

export async function startFirestore(port: number): Promise<RunningFirestore> {
  const server = new FirestoreServer();
  await server.start(port);
  return { stop: () => server.stop() };
}
