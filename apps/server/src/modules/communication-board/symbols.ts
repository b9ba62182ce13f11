import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BoardSymbolMatch } from '@tedi/contracts';

/**
 * The shipped symbol set, Fluent Emoji Flat (MIT, Microsoft), read from `@iconify-json/fluent-emoji-flat` once, on
 * first use, and served one symbol at a time as SVG, so no page ever downloads the whole set.
 */

interface IconifyIcon {
  readonly body: string;
  readonly width?: number;
  readonly height?: number;
  readonly left?: number;
  readonly top?: number;
}

interface IconifySet {
  readonly icons: Readonly<Record<string, IconifyIcon>>;
  readonly aliases?: Readonly<Record<string, { readonly parent: string }>>;
  readonly width?: number;
  readonly height?: number;
}

/** Skin-tone variants are found through their default symbol, so a search lists each thing once. */
const VARIANT = /-(?:dark|light|medium|medium-dark|medium-light)$/;

export class BoardSymbols {
  #set: IconifySet | null = null;
  #names: string[] = [];

  #load(): IconifySet {
    if (this.#set) return this.#set;
    const require = createRequire(import.meta.url);
    const path = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
    const set = JSON.parse(readFileSync(path, 'utf8')) as IconifySet;
    this.#set = set;
    this.#names = [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})].sort();
    return set;
  }

  has(name: string): boolean {
    const set = this.#load();
    return name in set.icons || name in (set.aliases ?? {});
  }

  /** The symbol as a standalone SVG document, or null when there is no symbol of that name. */
  svg(name: string): string | null {
    const set = this.#load();
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!icon) return null;
    const width = icon.width ?? set.width ?? 16;
    const height = icon.height ?? set.height ?? 16;
    const box = `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}">${icon.body}</svg>`;
  }

  /** Symbols whose name matches the words asked for: exact names first, then names starting with them. */
  search(query: string, limit: number): BoardSymbolMatch[] {
    this.#load();
    const words = query
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    if (words.length === 0) return [];
    const scored: { name: string; score: number }[] = [];
    for (const name of this.#names) {
      if (VARIANT.test(name)) continue;
      const parts = name.split('-');
      if (!words.every((word) => parts.some((part) => part.startsWith(word)))) continue;
      const exact = words.filter((word) => parts.includes(word)).length;
      const score = (name === words.join('-') ? 100 : 0) + exact * 10 - parts.length;
      scored.push({ name, score });
    }
    scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    return scored.slice(0, limit).map(({ name }) => ({ name, label: name.replaceAll('-', ' ') }));
  }
}
