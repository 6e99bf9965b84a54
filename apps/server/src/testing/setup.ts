import { afterAll } from 'vitest';
import { removeTempFileStores } from './files';

// Every server test file: the file stores it made are removed once its tests are done.
afterAll(removeTempFileStores);
