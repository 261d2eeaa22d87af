extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPart` is true, or `endIndex`,
    /// by a binary search: the collection must hold every element for which it is false first
    /// (a sorted array asked `$0 > x`, say).
    ///
    /// ```swift
    /// [1, 3, 3, 7].partitioningIndex { $0 > 3 }  // 3
    /// ```
    package func partitioningIndex(where belongsInSecondPart: (Element) -> Bool) -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
