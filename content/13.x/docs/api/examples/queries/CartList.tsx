import * as React from 'react';
import { Pressable, Text, View } from 'react-native';

type CartItem = { id: string; name: string };

// Every row has the same Remove button, so a test has to pick the row first.
export function CartList({ items }: { items: CartItem[] }) {
  const [rows, setRows] = React.useState(items);

  return (
    <View>
      {rows.map((item) => (
        <View key={item.id} testID={`cart-item-${item.id}`}>
          <Text>{item.name}</Text>
          <Pressable role="button" onPress={() => setRows((current) => current.filter((row) => row.id !== item.id))}>
            <Text>Remove</Text>
          </Pressable>
        </View>
      ))}
    </View>
  );
}
