import { settingsToStartWith } from './platform/start-up-settings';

const env = settingsToStartWith();
const { startServer } = await import('./start-server');
await startServer(env);
