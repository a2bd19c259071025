import * as React from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

// Stands for a request to a server: the confirmation only appears once it settles.
function saveProfile(name: string): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(name), 50));
}

export function ProfileForm() {
  const [name, setName] = React.useState('');
  const [saved, setSaved] = React.useState(false);

  async function handleSave() {
    await saveProfile(name);
    setSaved(true);
  }

  return (
    <View>
      <TextInput aria-label="Display name" value={name} onChangeText={setName} />
      <Pressable role="button" onPress={handleSave}>
        <Text>Save</Text>
      </Pressable>
      {saved ? <Text>Profile saved</Text> : null}
    </View>
  );
}
