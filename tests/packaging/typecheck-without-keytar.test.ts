/**
 * keytar is an optional dependency: where libsecret's headers are missing it does not install,
 * and `tsc -b` must still pass there. This type-checks the core's keychain code with keytar's
 * package hidden from the compiler, as on such a machine.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const hidden = `${path.sep}node_modules${path.sep}keytar${path.sep}`;

it('type-checks the keychain code where keytar did not install', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.core.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.core.json did not parse');
  const options = { ...config.options, noEmit: true, composite: false, incremental: false };
  const host = ts.createCompilerHost(options);
  const visible = (file: string) => !path.resolve(file).includes(hidden);
  host.fileExists = (file) => visible(file) && ts.sys.fileExists(file);
  host.directoryExists = (dir) => visible(`${dir}${path.sep}`) && ts.sys.directoryExists(dir);
  const program = ts.createProgram({ rootNames: config.fileNames.filter((file) => file.includes('/electron/core/secrets/')), options, host });
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  expect(program.getSourceFiles().some((file) => !visible(file.fileName))).toBe(false);
  expect(problems).toEqual([]);
}, 60_000);
