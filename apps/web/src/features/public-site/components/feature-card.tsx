interface FeatureCardProps {
  title: string;
  text: string;
}

/** One thing Tedi helps with, as an item of a list of cards. */
export function FeatureCard({ title, text }: FeatureCardProps) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line border-t-4 border-t-brand bg-surface p-5">
      <h3 className="text-h3 font-bold">{title}</h3>
      <p>{text}</p>
    </li>
  );
}
