import { BOARD_API } from '@tedi/contracts';

/** A picture from the board's shipped symbol set; decorative, since its words are always beside it. */
export function Symbol({ name, className = 'size-12' }: { readonly name: string; readonly className?: string }) {
  return <img src={BOARD_API.symbol(name)} alt="" width={64} height={64} className={className} draggable={false} />;
}
