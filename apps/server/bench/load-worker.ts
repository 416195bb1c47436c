import { measureLoad, type LoadOptions, type LoadRequest } from './load.ts';

/** The load generator's process (runLoad forks it): one measurement, answered, then it exits. */
process.once(
  'message',
  (message: { baseUrl: string; request: LoadRequest; options: LoadOptions }) => {
    void measureLoad(message.baseUrl, message.request, message.options).then((figures) => {
      process.send!(figures, () => process.exit(0));
    });
  },
);
