import * as React from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [published, setPublished] = React.useState(value);

  React.useEffect(() => {
    const timer = setTimeout(() => setPublished(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return published;
}
