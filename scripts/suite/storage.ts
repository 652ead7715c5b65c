// Cloud Storage for the local suite: firebase-tools' own Storage emulator, run in this process
// without its Java rules runtime. Only the Admin SDK (the function) touches Storage, and Admin
// access bypasses rules anyway, so nothing is lost. These are firebase-tools internals: the
// version is pinned in package.json and this is the only file that knows about them.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Startable {
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface StorageEmulatorInstance {
  _rulesRuntime: Startable;
  _rulesManager: Startable;
  getName(): string;
}

type StorageEmulatorClass = new (args: {
  projectId: string;
  host: string;
  port: number;
  rules: never[];
  auto_download: boolean;
}) => StorageEmulatorInstance;

interface Registry {
  start(instance: StorageEmulatorInstance): Promise<void>;
  stop(name: string): Promise<void>;
}

export interface RunningStorage {
  stop(): Promise<void>;
}

export async function startStorage(projectId: string, host: string, port: number): Promise<RunningStorage> {
  const { StorageEmulator } = require('firebase-tools/lib/emulator/storage') as {
    StorageEmulator: StorageEmulatorClass;
  };
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry') as { EmulatorRegistry: Registry };
  const emulator = new StorageEmulator({ projectId, host, port, rules: [], auto_download: false });
  const noRulesRuntime: Startable = { start: async () => {}, stop: async () => {} };
  emulator._rulesRuntime = noRulesRuntime;
  emulator._rulesManager = noRulesRuntime;
  await EmulatorRegistry.start(emulator);
  return { stop: () => EmulatorRegistry.stop(emulator.getName()) };
}
