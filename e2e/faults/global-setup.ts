// The fault tests run the built BFF: build it first when its sources are newer.
import { ensureBffBuilt } from './harness';

export default function globalSetup(): void {
  ensureBffBuilt();
}
