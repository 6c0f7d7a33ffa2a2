import type { DataKind } from '../catalog/category-vocabularies';
import { SPOKEN_LANGUAGES } from './audio/spoken-phrases';
import { isTextContent, TEXT_CONTENTS } from './tables/text-content';

/**
 * The languages a kind's sample can be written in: a listing names no other, so its sample never
 * contradicts it (null: its sample holds no language, as images of forms do).
 */
export function writtenLanguages(kind: Pick<DataKind, 'modality' | 'sample'>): readonly string[] | null {
  if (kind.modality === 'audio') return SPOKEN_LANGUAGES;
  if (kind.sample !== undefined && isTextContent(kind.sample)) return TEXT_CONTENTS[kind.sample].languages;
  return null;
}
