import * as React from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

export function TodoList({ initialItems = [] }: { initialItems?: string[] }) {
  const [items, setItems] = React.useState(initialItems);
  const [draft, setDraft] = React.useState('');

  function addItem() {
    if (!draft.trim()) return;
    setItems((current) => [...current, draft.trim()]);
    setDraft('');
  }

  return (
    <View>
      {items.map((item) => (
        <Text key={item}>{item}</Text>
      ))}
      <TextInput placeholder="What needs doing?" value={draft} onChangeText={setDraft} />
      <Pressable role="button" onPress={addItem}>
        <Text>Add</Text>
      </Pressable>
    </View>
  );
}
