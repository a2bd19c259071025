import * as React from 'react';
import { Pressable, Text, View } from 'react-native';

type Item = { id: string; name: string; quantity: number };

export function CartList({ items }: { items: Item[] }) {
  const [rows, setRows] = React.useState(items);

  return (
    <View role="list">
      {rows.map((item) => (
        <View key={item.id} role="listitem" accessible aria-label={`${item.name}, ${item.quantity} in cart`}>
          <Text>{item.name}</Text>
          <Text>× {item.quantity}</Text>
          <Pressable role="button" onPress={() => setRows((current) => current.filter((row) => row.id !== item.id))}>
            <Text>Remove</Text>
          </Pressable>
        </View>
      ))}
    </View>
  );
}
