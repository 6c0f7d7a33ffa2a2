// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentView as DocumentViewModel, VideoView as VideoViewModel } from '../parse/documents-and-video/document-video-model';
import { DocumentView } from './document-view';
import { VideoView } from './video-view';

afterEach(cleanup);

describe('the PDF and MP4 views say what the file states, and what it does not', () => {
  it('a PDF with no Info dictionary and a page not drawn: each fact “not stated in the file”, the reason, the text', () => {
    const view: DocumentViewModel = {
      view: 'document',
      path: 'scans/letter.pdf',
      pdfVersion: '1.4',
      pageCount: 7,
      info: { title: null, author: null, subject: null, producer: null, creator: null, created: null },
      pages: [{ number: 1, widthPt: 612, heightPt: 792, text: 'Dear reader', textCut: false, image: null }],
      imageNote: 'Page 1 is 612 × 792 points, too narrow or too tall to draw: its text is shown.',
    };
    render(<DocumentView view={view} />);
    expect(screen.getByRole('row', { name: 'Page size (page 1) 612 × 792 points (216 × 279 mm, US Letter)' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Title not stated in the file' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Created not stated in the file' })).toBeTruthy();
    expect(screen.getByText('Only the first of its 7 pages is shown.')).toBeTruthy();
    expect(screen.getByText(/too narrow or too tall to draw/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page 1 of 7' })).toBeTruthy();
    expect(screen.getByText('Dear reader')).toBeTruthy();
  });

  it('an MP4 whose codec the app cannot draw: the note, and the track’s facts with their meaning', () => {
    const view: VideoViewModel = {
      view: 'video',
      path: 'clip.mp4',
      brands: ['isom'],
      durationSeconds: 10,
      tracks: [
        {
          id: 1,
          type: 'video',
          codec: 'hvc1.1.6.L93.B0',
          codecName: 'H.265 / HEVC',
          width: 1920,
          height: 1080,
          durationSeconds: 10,
          frameCount: 300,
          framesPerSecond: 30,
          bitrate: 4_000_000,
        },
      ],
      frames: [],
      frameNote: 'The app cannot draw H.265 / HEVC frames here (hvc1.1.6.L93.B0): the track’s facts above are read from the file.',
    };
    render(<VideoView view={view} />);
    expect(screen.getByRole('heading', { name: 'clip.mp4: no frames drawn' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/^The app cannot draw H\.265 \/ HEVC frames here/);
    expect(screen.getByRole('row', { name: 'Codec H.265 / HEVC (hvc1.1.6.L93.B0)' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Frame size 1,920 × 1,080 pixels' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Frames 300, 30 a second (frames over the duration)' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Bit rate 4,000 kbit/s (the track’s bytes over its duration)' })).toBeTruthy();
  });
});
