// The ports `npm start` needs, checked before anything starts: a busy port is refused, never shared (a second
// start beside a running app must not adopt its API, or both would write to the embedded database).
import getPort from 'get-port';

/** The port a variable sets (or `fallback`); a value that is not a port is refused with the variable named. */
export function portFromEnv(variable, fallback, env = process.env) {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${variable}=${value} is not a port: give a number from 1 to 65535.`);
  return port;
}

/**
 * `needed`: [{ name, port, variable }]. Returns the reason to refuse (a sentence naming the port and the variable
 * that moves it), or null when every port is free.
 */
export async function portProblem(needed) {
  const seen = new Map();
  for (const { name, port, variable } of needed) {
    if (seen.has(port))
      return `Port ${port} is given to both the ${seen.get(port)} and the ${name}: set ${variable} to another port.`;
    seen.set(port, name);
  }
  for (const { name, port, variable } of needed) {
    // get-port gives the port asked for only when it can listen there on every local address (the wildcards and
    // each interface's), else another one.
    if ((await getPort({ port })) !== port)
      return `Port ${port} (${variable}, for the ${name}) is already in use, maybe by another \`npm start\`. Stop that process, or choose another port, e.g. ${variable}=${port + 100} npm start.`;
  }
  return null;
}
