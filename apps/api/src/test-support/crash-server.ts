// The real server, stopped dead (SIGKILL) at one checkout step boundary, for the crash test:
// `node --import tsx src/test-support/crash-server.ts "complete:release the payment:before"`.
// Without a boundary it is the ordinary server. Its clock runs from TEST_NOW, the week the test
// database's timetable is in.
import { startServer } from '../start-server';
import { settingsToStartWith } from '../platform/start-up-settings';
import { TEST_NOW } from './test-clock';

const crashAt = process.argv[2];
const startedAt = Date.now();

await startServer(settingsToStartWith(), {
  clock: { now: () => new Date(TEST_NOW.getTime() + (Date.now() - startedAt)) },
  observeCheckoutStep: ({ flow, step, phase }) => {
    if (`${flow}:${step}:${phase}` === crashAt) process.kill(process.pid, 'SIGKILL');
  },
});
