import { startLidoServer } from './lido-server';
import { journeyServers } from './playwright.config';

/** Starts the journeys' servers side by side; the returned function stops them after the run. */
export default async function startJourneyServers(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(
    journeyServers.map((server) => startLidoServer(server.name, server.env)),
  );
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(running.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
