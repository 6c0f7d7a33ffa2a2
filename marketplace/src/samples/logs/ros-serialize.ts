/** ROS 1 serialization (little-endian; strings and variable arrays led by a uint32 length), enough for the sample messages. */
export class RosWriter {
  private readonly parts: Buffer[] = [];

  private put(size: number, write: (buffer: Buffer) => void): this {
    const buffer = Buffer.alloc(size);
    write(buffer);
    this.parts.push(buffer);
    return this;
  }

  uint8(value: number): this {
    return this.put(1, (b) => b.writeUInt8(value));
  }
  int8(value: number): this {
    return this.put(1, (b) => b.writeInt8(value));
  }
  uint16(value: number): this {
    return this.put(2, (b) => b.writeUInt16LE(value));
  }
  uint32(value: number): this {
    return this.put(4, (b) => b.writeUInt32LE(value >>> 0));
  }
  float64(...values: number[]): this {
    for (const value of values) this.put(8, (b) => b.writeDoubleLE(value));
    return this;
  }
  string(text: string): this {
    const bytes = Buffer.from(text, 'utf8');
    return this.uint32(bytes.length).bytes(bytes);
  }
  bytes(bytes: Buffer): this {
    this.parts.push(bytes);
    return this;
  }
  /** A `time`: seconds and nanoseconds. */
  time(ms: number): this {
    return this.uint32(Math.floor(ms / 1000)).uint32(Math.round((ms % 1000) * 1e6));
  }
  header(seq: number, ms: number, frame: string): this {
    return this.uint32(seq).time(ms).string(frame);
  }
  done(): Buffer {
    return Buffer.concat(this.parts);
  }
}
