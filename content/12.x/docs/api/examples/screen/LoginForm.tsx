import * as React from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

export function LoginForm() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const incomplete = !email || !password;

  return (
    <View>
      <TextInput aria-label="Email" value={email} onChangeText={setEmail} />
      <TextInput aria-label="Password" secureTextEntry value={password} onChangeText={setPassword} />
      <Pressable role="button" disabled={incomplete} aria-disabled={incomplete}>
        <Text>Sign in</Text>
      </Pressable>
    </View>
  );
}
