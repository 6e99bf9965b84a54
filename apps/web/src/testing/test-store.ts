/** The store as the app shell composes it, for tests of features that act across slices. */
export { setupStore } from '../app/store';
