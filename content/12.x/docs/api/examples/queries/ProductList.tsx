import * as React from 'react';
import { Text, View } from 'react-native';

type Product = { id: string; name: string; price: string };

export function ProductList({ products }: { products: Product[] }) {
  return (
    <View>
      {products.map((product) => (
        <View key={product.id} testID={`product-${product.id}`}>
          <Text>{product.name}</Text>
          <Text>{product.price}</Text>
        </View>
      ))}
    </View>
  );
}
