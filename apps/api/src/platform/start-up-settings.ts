import { startUpRefusal } from './deployment';
import { InvalidEnvironmentError, readEnv, type Env } from './env';

/** Start-up refusals are for a person reading a terminal or a service log: one message, no trace. */
export function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The settings the server starts with, or the process ends with the one message that says what is
 * wrong with them. The entry points read them before they load the rest of the API, so a refused
 * start answers in a second or two instead of after loading every module.
 */
export function settingsToStartWith(): Env {
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) refuseToStart(error.message);
    throw error;
  }
  const refusal = startUpRefusal(env);
  if (refusal) refuseToStart(refusal);
  return env;
}
