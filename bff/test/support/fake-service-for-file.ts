import { startFakeService, type FakeService } from '../harness.js';
import { forFile } from './for-file.js';

/** A stand-in service for the whole test file (see forFile), used as if it had been started already. */
export function fakeServiceForFile(): FakeService {
  const service = forFile(startFakeService, (started) => started.close());
  return {
    get url() {
      return service().url;
    },
    get received() {
      return service().received;
    },
    answerWith: (handler) => service().answerWith(handler),
    close: () => service().close(),
  };
}
