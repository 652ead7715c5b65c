import { ensureSuite } from '../support/ensure-suite';

export default async function setup(): Promise<() => Promise<void>> {
  return ensureSuite();
}
