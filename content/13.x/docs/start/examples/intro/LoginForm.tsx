import * as React from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

export function LoginForm() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);

  function submit() {
    setError(password ? null : 'Please enter your password');
  }

  return (
    <View>
      <TextInput aria-label="Email" value={email} onChangeText={setEmail} />
      <TextInput aria-label="Password" secureTextEntry value={password} onChangeText={setPassword} />
      <Pressable role="button" onPress={submit}>
        <Text>Sign in</Text>
      </Pressable>
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}
