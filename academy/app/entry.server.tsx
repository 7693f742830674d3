// The same prerender entry as the Journals app (no runtime server rendering).
export { default } from '~/entry.server';
