/** pino-roll ships no types: the part of it this app uses (it returns a sonic-boom stream). */
declare module 'pino-roll' {
  interface PinoRollOptions {
    file: string;
    size?: string | number;
    extension?: string;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    mkdir?: boolean;
    mode?: number;
  }
  interface RollingStream extends NodeJS.WritableStream {
    readonly destroyed: boolean;
    flush(callback: (error?: Error) => void): void;
    once(event: 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }
  export default function pinoRoll(options: PinoRollOptions): Promise<RollingStream>;
}
