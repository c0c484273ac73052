// Command-line options of the hand-run scripts (audit, perf-ab, first-frame, profile-load): `--name value`.

/** The value after `--name` on the command line, or `fallback` when the option is absent. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}
