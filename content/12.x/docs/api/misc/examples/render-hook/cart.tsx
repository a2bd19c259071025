import * as React from 'react';

type CartItem = { id: string; price: number };
type Cart = { items: CartItem[]; total: number; add: (item: CartItem) => void };

const CartContext = React.createContext<Cart | null>(null);

export function CartProvider({ initialItems = [], children }: { initialItems?: CartItem[]; children: React.ReactNode }) {
  const [items, setItems] = React.useState(initialItems);
  const add = React.useCallback((item: CartItem) => setItems((current) => [...current, item]), []);
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return <CartContext.Provider value={{ items, total, add }}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = React.useContext(CartContext);
  if (!cart) throw new Error('useCart must be called inside a CartProvider');
  return cart;
}
