/// The scalars URL recognition reads (NFC, line breaks as `\n`), by
/// position from 0: an array of them, or a view of a text's bytes that needs
/// no copy (the weighted length's ASCII pieces), so that recognizing the URLs
/// of a long text holds no second copy of it.
package protocol ScalarText: RandomAccessCollection where Element == UInt32, Index == Int {}

extension Array: ScalarText where Element == UInt32 {}
