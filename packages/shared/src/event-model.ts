/*
 * @kizuki/shared/event-model: the pre-screen's event classifier and the model the product ships
 * (~1 MB of data), apart from the package's main entry so that only the server's screen workers
 * load it; the browser never screens (docs/compliance.md, "The event classifier").
 */
export * from './compliance/event-classifier.ts';
export { BUILT_IN_EVENT_MODEL } from './compliance/built-in-event-model.ts';
