import { eventModelProblem, type EventModel } from './event-classifier.ts';
import data from './event-model.json';

/**
 * The event model the product ships, from its own entry point (@kizuki/shared/event-model) so
 * that only the screen's workers load it (`npm run train:events` builds it from every labelled note;
 * event-model.test.ts keeps the file equal to what the script gives). Server-side only: at ~1.2 MB
 * it does not belong on a phone, and the browser never screens (the server's answer decides).
 */
export const BUILT_IN_EVENT_MODEL = data as unknown as EventModel;

const problem = eventModelProblem(BUILT_IN_EVENT_MODEL);
if (problem) throw new Error(`The built-in event model cannot be used: ${problem}.`);
