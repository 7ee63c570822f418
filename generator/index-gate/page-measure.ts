// What the index gate records of each templated page, and the thresholds it holds pages to
// (business.json indexGate): read by the gate, the writing plan and its advice.
import type { GatedKind } from './page-text.ts';

export interface GateSettings {
  maxSimilarity: number;
  minOwnWords: number;
}

export interface PageMeasure {
  path: string;
  kind: GatedKind;
  words: number;
  ownWords: number;
  /** estimated Jaccard similarity of the most alike sibling, and its path */
  nearest: number;
  nearestPath?: string;
  indexable: boolean;
  /** for a held-back page: what a marketer can write to let it pass */
  lacks?: string;
}
