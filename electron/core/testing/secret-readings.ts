/** Every reading of a file's bytes an echo could hide a secret in, for the tests that walk the user data folder for one. */

/** Lower-cased: raw, without NULs, UTF-16 either way, percent- and \\u-unescaped, base64 and hex runs decoded. */
export function readings(bytes: Buffer): string[] {
  const even = (from: Buffer) => Buffer.from(from.subarray(0, from.length - (from.length % 2)));
  const texts = [bytes.toString('latin1'), bytes.toString('latin1').replace(/\0/g, '')];
  for (const aligned of [even(bytes), even(bytes.subarray(1))]) texts.push(aligned.toString('utf16le'), Buffer.from(aligned).swap16().toString('utf16le'));
  return texts.flatMap((text) => {
    let unescaped = text;
    for (let round = 0; round < 3; round++) unescaped = unescaped.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    unescaped = unescaped.replace(/\\u([0-9a-f]{4})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const base64s = [...text.matchAll(/[A-Za-z0-9+/_-]{16,}/g)].flatMap(([run]) =>
      [0, 1, 2, 3].map((skip) => Buffer.from(run.slice(skip).replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1')),
    );
    const hexes = [...text.matchAll(/[0-9a-f]{16,}/gi)].flatMap(([run]) =>
      [run, run.slice(1)].map((aligned) => Buffer.from(aligned, 'hex').toString('latin1')),
    );
    return [text, unescaped, ...base64s, ...hexes].flatMap((reading) => [reading, reading.replace(/\0/g, '')]).map((reading) => reading.toLowerCase());
  });
}
