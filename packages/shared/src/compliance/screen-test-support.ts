import { preScreen } from './pre-screen.ts';

/**
 * The finding types the default screen gives a post, sorted: what the rules tests of each
 * version (screen-rules-v*.test.ts) assert, written once.
 */
export const findingTypes = (text: string) =>
  [...new Set(preScreen(text, 'post').map((f) => f.type))].sort();
