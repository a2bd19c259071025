import * as React from 'react';
import { Pressable, Text, View } from 'react-native';

const TOAST_MS = 4000;

export function SaveButton() {
  const [toast, setToast] = React.useState(false);

  React.useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <View>
      <Pressable role="button" onPress={() => setToast(true)}>
        <Text>Save</Text>
      </Pressable>
      {toast ? <Text>Saved</Text> : null}
    </View>
  );
}
