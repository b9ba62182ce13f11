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
  // A friend says "Sam", not "Sam Taylor": the first word of the name they gave.
  const firstName = name?.trim().split(/\s+/)[0];
  return firstName ? `${salutation}, ${firstName}` : salutation;
}
