// The options of the project's commands (`npm run build`, `preview`, `dev`), read one way: `--help`
// prints the command's help, a mistake is one line with the usage (exit 1), never a stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { meant } from './meant.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
type ParsedValues<T extends Options> = ReturnType<
  typeof parseArgs<{ options: T; strict: true; allowPositionals: false }>
>['values'] & { help?: boolean };

/** What is wrong with a `--port` value, if anything. */
export const portProblem = ({ port }: { port?: string }): string | undefined =>
  port === undefined || (/^\d+$/.test(port) && Number(port) <= 65535)
    ? undefined
    : `--port ${port}: a port is a whole number from 0 to 65535`;

/** A command's options as parseArgs reads them (`--help` added): `usage` is its one-line form, `help`
 * what `--help` prints, `problem` what is wrong with values parseArgs takes. */
export function readOptions<const T extends Options>(
  usage: string,
  options: T,
  {
    help = `Usage: ${usage}`,
    problem,
  }: { help?: string; problem?: (values: ParsedValues<T>) => string | undefined } = {},
) {
  const refuse = (problem: string): never => {
    console.error(`✘ ${problem}\n  Usage: ${usage}`);
    process.exit(1);
  };
  // `npm run build --host nginx` (no --): npm keeps the option for itself (npm_config_host) and
  // passes on only the value, so the command would silently ignore it.
  if (process.env.npm_lifecycle_event) {
    const taken = Object.keys(options).find((name) => process.env[`npm_config_${name}`] !== undefined);
    if (taken) {
      const value = options[taken]!.type === 'string' ? ` ${process.argv[2] ?? 'VALUE'}` : '';
      const script = process.env.npm_lifecycle_event;
      refuse(`npm took --${taken} for itself: put -- before the options: npm run ${script} -- --${taken}${value}`);
    }
  }
  let values: ParsedValues<T>;
  try {
    values = parseArgs({ options: { ...options, help: { type: 'boolean' } }, strict: true, allowPositionals: false })
      .values as ParsedValues<T>;
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]!.replace(/\. To specify .*$/, '');
    // A typo of an option it has (`--hots`): named with it.
    const typed = /^Unknown option '--([^']+)'/.exec(message)?.[1];
    return refuse(typed ? `${message}${meant(typed, Object.keys(options), (near) => `--${near}`)}` : message);
  }
  if (values.help) {
    console.log(help);
    process.exit(0);
  }
  const wrong = problem?.(values);
  return wrong ? refuse(wrong) : values;
}
