/**
 * How the dashboard greets the parent, by the time of day on their own device and by the name they gave Tedi in
 * onboarding (step 1 promises it). Late at night, when "good evening" would sound odd, it simply says hello.
 */
export function greeting(now: Date, name: string | null | undefined): string {
  const hour = now.getHours();
  const salutation =
    hour >= 5 && hour < 12
      ? 'Good morning'
      : hour >= 12 && hour < 18
        ? 'Good afternoon'
        : hour >= 18
          ? 'Good evening'
          : 'Hello';
  const trimmed = name?.trim();
  return trimmed ? `${salutation}, ${trimmed}` : salutation;
}
