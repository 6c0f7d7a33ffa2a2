/** The views of a PDF, an MP4 and chat rows, as the preview's worker hands them to the screen. */
import type { TableView } from '../table-view-model';

export interface DrawnImage {
  width: number;
  height: number;
  rgba: ArrayBuffer;
}

export interface DocumentPage {
  number: number;
  /** In points (1/72 inch), as the page's MediaBox (after its rotation) says. */
  widthPt: number;
  heightPt: number;
  /** The page's text in reading order as pdf.js extracts it, cut at MAX_PDF_PAGE_CHARS. */
  text: string;
  textCut: boolean;
  image: DrawnImage | null;
}

export interface DocumentView {
  view: 'document';
  path: string;
  pdfVersion: string | null;
  pageCount: number;
  /** The document's own Info dictionary; null where it states nothing. */
  info: { title: string | null; author: string | null; subject: string | null; producer: string | null; creator: string | null; created: string | null };
  /** The first pages (at most MAX_PDF_PAGES). */
  pages: DocumentPage[];
  /** Why pages are not drawn, when they are not. */
  imageNote: string | null;
}

export interface VideoTrackFacts {
  id: number;
  type: string;
  /** As the file's sample entry states it (RFC 6381), e.g. `avc1.64001f`, `mp4v.6c`. */
  codec: string;
  /** The codec in words, e.g. "Motion JPEG", "H.264 / AVC". */
  codecName: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  frameCount: number;
  /** Frames over the track's duration; null when it states no duration. */
  framesPerSecond: number | null;
  bitrate: number | null;
}

export interface VideoView {
  view: 'video';
  path: string;
  brands: string[];
  durationSeconds: number | null;
  tracks: VideoTrackFacts[];
  /** The first frames of the first video track, drawn (at most MAX_VIDEO_FRAMES). */
  frames: Array<{ timeSeconds: number; image: DrawnImage }>;
  /** Why no frames (or fewer) are drawn, when so. */
  frameNote: string | null;
}

export interface ConversationTurn {
  role: string;
  content: string;
}

export interface ConversationsView {
  view: 'conversations';
  /** Which fields hold the turns: `messages`, `conversations`, or `instruction / input / output`. */
  shape: string;
  /** The first conversations (at most MAX_CONVERSATIONS), with their row number in the file (from 1). */
  conversations: Array<{ row: number; turns: ConversationTurn[] }>;
  /** Rows that hold a conversation, of the rows read. */
  conversationRows: number;
  /** The same rows as a table. */
  table: TableView;
}
