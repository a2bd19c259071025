import * as React from 'react';
import { TextInput } from 'react-native';

type SearchBoxProps = { onSearch: (query: string) => void; debounceMs: number };

export function SearchBox({ onSearch, debounceMs }: SearchBoxProps) {
  const [query, setQuery] = React.useState('');

  React.useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => onSearch(query), debounceMs);
    return () => clearTimeout(timer);
  }, [query, debounceMs, onSearch]);

  return <TextInput placeholder="Search birds" value={query} onChangeText={setQuery} />;
}
