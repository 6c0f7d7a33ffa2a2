import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/controls/button';
import { formatCount } from '../../../shared/display/format';
import type { AudioClip, AudioView as AudioViewModel } from '../parse/view-model';
import { WAVEFORM_POINTS } from '../parse/parse-audio';

/**
 * Audio clips, played with the Web Audio API from the bytes the core fetched: no media URL, so
 * the window's content security policy stays as it is. One clip plays at a time.
 */
export function AudioView({ view }: { view: AudioViewModel }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title">
        {formatCount(view.clips.length, 'clip')}
      </h3>
      <ul className="sample-clips">
        {view.clips.map((clip) => (
          <li key={clip.path}>
            <ClipPlayer clip={clip} />
          </li>
        ))}
      </ul>
    </section>
  );
}

let context: AudioContext | null = null;
let stopCurrent: (() => void) | null = null;

function audioContext(): AudioContext {
  context ??= new AudioContext();
  return context;
}

const seconds = (value: number) => `${Math.floor(value / 60)}:${(value % 60).toFixed(1).padStart(4, '0')}`;

function peaksOf(buffer: AudioBuffer): number[] {
  const samples = buffer.getChannelData(0);
  const peaks = new Array<number>(WAVEFORM_POINTS).fill(0);
  const per = samples.length / WAVEFORM_POINTS;
  for (let i = 0; i < samples.length; i++) {
    const point = Math.min(WAVEFORM_POINTS - 1, Math.floor(i / per));
    const amplitude = Math.abs(samples[i] as number);
    if (amplitude > (peaks[point] as number)) peaks[point] = Math.min(1, amplitude);
  }
  return peaks;
}

function ClipPlayer({ clip }: { clip: AudioClip }) {
  const [decoded, setDecoded] = useState<AudioBuffer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const playback = useRef<{ source: AudioBufferSourceNode; startedAt: number; offset: number; frame: number } | null>(null);
  const duration = decoded?.duration ?? clip.durationSeconds ?? 0;
  const peaks = clip.peaks ?? (decoded ? peaksOf(decoded) : null);
  const name = clip.path.split('/').pop() ?? clip.path;

  const stop = (keepPosition: boolean) => {
    const current = playback.current;
    if (current === null) return;
    playback.current = null;
    cancelAnimationFrame(current.frame);
    current.source.onended = null;
    current.source.stop();
    if (!keepPosition) setPosition(0);
    setPlaying(false);
  };
  useEffect(() => () => stop(false), []);

  const play = async (from: number) => {
    try {
      const ctx = audioContext();
      await ctx.resume();
      const buffer = decoded ?? (await ctx.decodeAudioData(clip.bytes.slice(0)));
      setDecoded(buffer);
      stopCurrent?.();
      const source = ctx.createBufferSource();
      source.buffer = buffer;
      source.connect(ctx.destination);
      const offset = Math.min(from, Math.max(0, buffer.duration - 0.01));
      source.start(0, offset);
      const tick = () => {
        if (playback.current === null) return;
        setPosition(Math.min(buffer.duration, playback.current.offset + ctx.currentTime - playback.current.startedAt));
        playback.current.frame = requestAnimationFrame(tick);
      };
      playback.current = { source, startedAt: ctx.currentTime, offset, frame: requestAnimationFrame(tick) };
      source.onended = () => {
        stop(false);
      };
      stopCurrent = () => stop(true);
      setPlaying(true);
      setProblem(null);
    } catch (error) {
      setProblem(`This clip could not be played: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const toggle = () => {
    if (playing) {
      const current = playback.current;
      const at = current ? current.offset + audioContext().currentTime - current.startedAt : position;
      stop(true);
      setPosition(at);
    } else void play(position >= duration - 0.01 ? 0 : position);
  };

  const facts = [
    clip.format,
    clip.durationSeconds !== null ? `${clip.durationSeconds.toFixed(2)} s` : null,
    clip.sampleRate !== null ? `${(clip.sampleRate / 1000).toLocaleString('en-GB')} kHz` : null,
    clip.channels !== null ? (clip.channels === 1 ? 'mono' : clip.channels === 2 ? 'stereo' : `${clip.channels} channels`) : null,
    clip.bitsPerSample !== null ? `${clip.bitsPerSample}-bit` : null,
  ].filter(Boolean);

  return (
    <figure className="sample-clip">
      <figcaption>
        <span className="sample-clip__name">{name}</span> <span className="muted">{facts.join(' · ')}</span>
        {clip.transcript && <span className="sample-clip__transcript">“{clip.transcript}”</span>}
      </figcaption>
      <div className="sample-clip__controls">
        <Button size="sm" onClick={toggle} aria-label={`${playing ? 'Pause' : 'Play'} ${name}`}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Waveform peaks={peaks} progress={duration > 0 ? position / duration : 0} />
        <input
          type="range"
          className="sample-clip__position"
          min={0}
          max={Math.max(0.01, duration)}
          step={0.01}
          value={Math.min(position, duration)}
          aria-label={`Position in ${name}`}
          aria-valuetext={`${seconds(position)} of ${seconds(duration)}`}
          onChange={(event) => {
            const at = Number(event.target.value);
            setPosition(at);
            if (playing) {
              stop(true);
              void play(at);
            }
          }}
        />
        <span className="tabular muted" aria-hidden="true">
          {seconds(position)} / {seconds(duration)}
        </span>
      </div>
      {problem && (
        <p role="alert" className="sample-problems">
          {problem}
        </p>
      )}
    </figure>
  );
}

function Waveform({ peaks, progress }: { peaks: number[] | null; progress: number }) {
  if (peaks === null) return <span className="sample-waveform sample-waveform--empty muted">Waveform after the first play</span>;
  const path = peaks.map((peak, index) => `M${index + 0.5} ${20 - peak * 19}V${20 + peak * 19}`).join('');
  return (
    <svg className="sample-waveform" viewBox={`0 0 ${peaks.length} 40`} preserveAspectRatio="none" role="img" aria-label="Waveform">
      <path d={path} className="sample-waveform__line" vectorEffect="non-scaling-stroke" />
      <rect x={0} y={0} width={peaks.length * progress} height={40} className="sample-waveform__played" />
    </svg>
  );
}
